export type FaqListItem = { id: string; questionHtml: string; answerHtml: string };

/**
 * Questions and answers as a disclosure list: one <details> per question, so each answer opens
 * and closes without JavaScript, and the browser's find-in-page reaches closed answers too.
 * The HTML comes sanitised from app/domain/content/markdown.server.ts.
 */
export function FaqList({ items }: { items: FaqListItem[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="faq-item">
          <summary>
            <span dangerouslySetInnerHTML={{ __html: item.questionHtml }} />
          </summary>
          <div className="faq-answer" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </div>
  );
}
