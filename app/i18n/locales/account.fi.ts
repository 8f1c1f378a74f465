import type { Shape } from "./shape";
import type en from "./account.en";

const account: Shape<typeof en> = {
  placeholder: "",
};

export default account;
