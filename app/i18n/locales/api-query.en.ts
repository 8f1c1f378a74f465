// English messages of the JSON API's query parameters (decision 053); fi is typed against this file.
const apiQueryEn = {
  invalid: "Some query parameters are not valid; see details.",
  unknown: "This call has no such parameter.",
  bracketed: "Send a list as the same name repeated (mode=a&mode=b), without brackets.",
  repeated: "Give this parameter once.",
  comma: "Send a list as the same name repeated (mode=a&mode=b), not separated by commas.",
  tooMany: "At most {{length}} values.",
  limit: "A whole number from 1 to {{length}}.",
  cursor: "Not a cursor of this list: use next_cursor or the Link header as they were sent.",
  invalidValue: "Not a valid value.",
};

export default apiQueryEn;
