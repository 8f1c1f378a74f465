import { Form } from "~/components/plain-link";
import { SubmitButton } from "~/components/submit-button";

/**
 * The page a mailed link opens: a question and one button that posts the link's token. Opening
 * the link changes nothing, so a mail scanner that follows links acts on nobody's behalf.
 */
export function TokenQuestion(props: {
  title: string;
  question: string;
  submit: string;
  token: string | null;
  /** What the button does beyond the question, if anything needs saying. */
  detail?: string | null;
}) {
  return (
    <section className="container section narrow">
      <h1>{props.title}</h1>
      <p>{props.question}</p>
      {props.detail ? <p>{props.detail}</p> : null}
      <Form method="post" className="stack">
        <input type="hidden" name="token" value={props.token ?? ""} />
        <SubmitButton>{props.submit}</SubmitButton>
      </Form>
    </section>
  );
}
