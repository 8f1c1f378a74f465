// English messages of the JSON API's company, users and invites calls; fi is typed against this.
const apiCompany = {
  errors: {
    partnerTypeLocked: "Partner type cannot be changed after registration; only support can.",
    cannotDeleteSelf:
      "You cannot remove yourself here; delete your own account in My details instead.",
    inviteGone: "This invitation can no longer be used.",
  },
  fields: {
    objectExpected: "Send a JSON object.",
    unknownField: "This field is not known here.",
    readOnly: "This field cannot be changed here.",
    string: "Must be a string.",
    stringOrNull: "Must be a string or null.",
    boolean: "Must be true or false.",
    list: "Must be a list.",
    gigAlerts: 'Must be "off", "daily" or "instant".',
    contactPerson: 'Must be an object with the user\'s "id", or null.',
    freelancerContact: "A freelancer is always the contact person of their own company.",
  },
};

export default apiCompany;
