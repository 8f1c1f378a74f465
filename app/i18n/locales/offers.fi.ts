import type { Shape } from "./shape";
import type en from "./offers.en";

const offers: Shape<typeof en> = {
  placeholder: "",
};

export default offers;
