import type { Shape } from "./shape";
import type en from "./experts.en";

const experts: Shape<typeof en> = {
  placeholder: "",
};

export default experts;
