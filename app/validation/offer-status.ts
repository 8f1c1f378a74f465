/** Status groups of the tags: REVIEW and OFFERED are both still pending. */
export function tagOf(status: string): "accepted" | "declined" | "pending" {
  return status === "ACCEPTED" ? "accepted" : status === "DECLINED" ? "declined" : "pending";
}
