import type { Shape } from "./shape";
import type en from "./company.en";

const company: Shape<typeof en> = {
  placeholder: "",
};

export default company;
