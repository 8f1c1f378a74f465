// Sign-in, verification, password reset and invite texts.
const authEn = {
  fields: { email: "Email", password: "Password", newPassword: "New password" },
  honeypot: { label: "Leave this field empty" },
  signIn: {
    title: "Sign in",
    lead: "Sign in to offer your experts and follow your offers.",
    metaDescription:
      "Sign in to GigPartners to offer your experts on consulting gigs and follow your offers until the customer decides.",
    submit: "Sign in",
    success: "You are signed in.",
    noAccount: "No account yet?",
    forgotPassword: "Forgot your password?",
    or: "or",
  },
  signOut: {
    title: "Sign out",
    question: "Do you want to sign out?",
    submit: "Sign out",
    cancel: "Cancel",
    done: "You are signed out.",
  },
  errors: {
    "user-exists-with-different-credentials":
      "This account uses a different sign-in method. Please sign in the way you did before.",
    "email-already-in-use": "This email address is already in use. Sign in instead.",
    "user-not-found":
      "We could not find an account with this email address. Would you like to register?",
    "wrong-password": "Incorrect username or password.",
    "invalid-password": "Password must be at least 6 characters long",
    "too-many-requests": "Too many attempts. Please wait a moment and try again.",
    "unverified-email":
      "Your email address is not verified yet. Check your inbox for the verification email.",
    "user-disabled": "Your account has been disabled. Please contact support.",
    "unknown-error": "Something went wrong with signing in. Please try again.",
  },
  registerInstead: "Register",
  verify: {
    success: "Your email address is verified. You can sign in now.",
    invalid: "This verification link is not valid. Sign in to get a new one.",
    expired: "This verification link has expired. Sign in to get a new one.",
    alreadyVerified: "Your email address was already verified. You can sign in.",
    resend: "Send the verification email again",
    resent:
      "If the address belongs to an unverified account, a new verification email is on its way.",
    sendFailed: "We could not send the email right now. Please try again in a moment.",
  },
  reset: {
    title: "Reset your password",
    text: "Enter the email address of your account. We will send you a link for choosing a new password.",
    submit: "Send the link",
    sent: "If an account with this email address exists, we have sent it a link for resetting the password. The link works once and expires in one hour.",
    sentTitle: "Check your inbox",
    again: "Send the link to another address",
    newTitle: "Choose a new password",
    newText: "Choose a password of at least 6 characters.",
    newSubmit: "Save the new password",
    success: "Your password has been changed. Sign in with the new password.",
    invalid: "This password reset link is not valid or has already been used. Ask for a new link.",
    expired: "This password reset link has expired. Ask for a new link.",
    back: "Back to sign-in",
  },
  invite: {
    title: "You have been invited",
    text: "{{company}} invites you to GigPartners. Sign in, or create an account, with {{email}} to join.",
    createAccount: "Create an account",
  },
  inviteErrors: {
    "user-belongs-to-this-company": "You already belong to this company.",
    "invite-already-created": "This person has already been invited.",
    "invite-not-found": "We could not find this invitation. Ask for a new one.",
    "invite-already-consumed": "This invitation has already been used.",
    "invite-deleted": "This invitation is no longer active.",
    "invite-expired": "This invitation has expired. Ask for a new one.",
    "email-does-not-match":
      "This invitation was sent to another email address. Sign in with the address that received it.",
    "user-belongs-to-other-company":
      "Your account already belongs to another company, so it cannot join this one.",
    "generic-create": "Failed to send the invitation.",
    "generic-remove": "Failed to delete the invite",
    generic: "Something went wrong with the invitation. Please try again.",
  },
};

export default authEn;
