// English strings of the "offers" dashboard section; fi is typed against this file.
const offers = {
  placeholder: "",
};

export default offers;
