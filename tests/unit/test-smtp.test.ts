import net from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../fixtures/smtp";

// The gigsletter's crash test kills a sender mid-message. Its connection then ends with a reset,
// which the SMTP server reports as an "error" event; once that was thrown in the test process
// as an uncaught exception and failed a CI run whose tests had all passed.
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());

function reply(socket: net.Socket, code: string) {
  return new Promise<void>((resolve, reject) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (new RegExp(`^${code} `, "m").test(text)) {
        socket.off("data", onData);
        resolve();
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
  });
}

it("a client reset while its message waits for the answer is recorded, not thrown", async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", onUncaught);
  try {
    const port = Number(new URL(smtp.url).port);
    const socket = net.connect(port, "127.0.0.1");
    await reply(socket, "220");
    socket.write("EHLO sender\r\n");
    await reply(socket, "250");
    socket.write("MAIL FROM:<news@example.com>\r\n");
    await reply(socket, "250");
    socket.write("RCPT TO:<anna@example.com>\r\n");
    await reply(socket, "250");
    socket.write("DATA\r\n");
    await reply(socket, "354");
    // As in the crash test: the message has arrived and is never answered.
    const arrived = new Promise<void>((resolve) => {
      smtp.beforeAnswer = () => {
        resolve();
        return new Promise<void>(() => {});
      };
    });
    socket.write("Subject: unanswered\r\n\r\nA message.\r\n.\r\n");
    await arrived;
    socket.resetAndDestroy();

    await expect
      .poll(() => smtp.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code))
      .toEqual(["ECONNRESET"]);
    expect(uncaught).toEqual([]);
    expect(smtp.messages).toEqual([]);
  } finally {
    smtp.beforeAnswer = null;
    process.off("uncaughtException", onUncaught);
  }
});
