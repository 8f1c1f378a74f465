// English messages of the JSON API's experts calls (app/routes/api+/experts*); fi is typed against this file.
const apiExperts = {
  errors: {
    base64: "The CV's data is not valid base64.",
  },
};

export default apiExperts;
