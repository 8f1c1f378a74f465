import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

// `?cards=N` cards, each in the markup and in the hydration data, like a gig list. Each card's
// text is its own, as real cards' are: the loader data's encoding stores a repeated string once,
// so identical cards would weigh less in the data than the app's cards do. The bench picks N so
// that the page weighs what the app's page weighs (scripts/bench/floor-size.ts).
const TEXT = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(4);

const cache = new Map<number, Array<{ id: number; title: string; text: string }>>();

function cards(count: number) {
  let items = cache.get(count);
  if (!items) {
    items = Array.from({ length: count }, (_, id) => ({
      id,
      title: `Card ${id}`,
      text: `${id} ${TEXT.slice(0, 100)}`,
    }));
    cache.set(count, items);
  }
  return items;
}

export function loader({ request }: LoaderFunctionArgs) {
  const count = Number(new URL(request.url).searchParams.get("cards") ?? 100);
  return { items: cards(Number.isInteger(count) ? Math.min(Math.max(count, 0), 10_000) : 100) };
}

export default function Page() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Floor</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <h2>{item.title}</h2>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
