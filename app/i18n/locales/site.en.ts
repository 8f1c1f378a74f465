// Texts of the public site's site part; kept apart so each part can grow on its own.
// The content pages' own texts are Markdown in app/content/<locale>/.
const siteEn = {
  title: "Site",
  content: {
    latestVersion: "Latest version:",
  },
  share: {
    title: "Share this post",
    linkedIn: "Share on LinkedIn",
    x: "Share on X",
    facebook: "Share on Facebook",
    email: "Share by e-mail",
    newTab: "(opens in a new tab)",
    linkLabel: "Link to this post",
    copy: "Copy link",
    copied: "Link copied to the clipboard.",
    copyFailed: "Copying did not work. Select the link above and copy it.",
  },
};
export default siteEn;
