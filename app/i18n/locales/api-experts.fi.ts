import type { Shape } from "./shape";
import type en from "./api-experts.en";

const apiExperts: Shape<typeof en> = {
  errors: {
    base64: "CV:n data ei ole kelvollista base64-muotoa.",
  },
};

export default apiExperts;
