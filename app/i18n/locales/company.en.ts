// English strings of the "company" dashboard section; fi is typed against this file.
const company = {
  placeholder: "",
};

export default company;
