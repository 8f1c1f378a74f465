// English strings of the "experts" dashboard section; fi is typed against this file.
const experts = {
  placeholder: "",
};

export default experts;
