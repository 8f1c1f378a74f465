// The development outbox's page texts: the browser needs them, unlike the mails' own texts.
const mailOutboxEn = {
  title: "Development outbox",
  intro:
    "Without SMTP_URL, email is saved here instead of being sent. This page exists only outside production.",
  directory: "Messages are saved in {{dir}}.",
  empty: "No messages yet.",
  time: "Time",
  from: "From",
  to: "To",
  subject: "Subject",
  open: "Open",
  back: "Back to the outbox",
  textPart: "Text version",
  htmlPart: "HTML version",
  htmlFrameTitle: "HTML version of the message",
};
export default mailOutboxEn;
