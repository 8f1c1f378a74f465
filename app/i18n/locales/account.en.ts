// English strings of the "account" dashboard section; fi is typed against this file.
const account = {
  placeholder: "",
};

export default account;
