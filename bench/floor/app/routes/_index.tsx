import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

// Cards of about 600 bytes each (half in markup, half in the hydration data), like a gig list.
const CARD_BYTES = 600;
const TEXT = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(4);

const cache = new Map<number, Array<{ id: number; title: string; text: string }>>();

function cards(bytes: number) {
  const count = Math.max(1, Math.round(bytes / CARD_BYTES));
  let items = cache.get(count);
  if (!items) {
    items = Array.from({ length: count }, (_, id) => ({
      id,
      title: `Card ${id}`,
      text: TEXT.slice(0, 110),
    }));
    cache.set(count, items);
  }
  return items;
}

export function loader({ request }: LoaderFunctionArgs) {
  const bytes = Number(new URL(request.url).searchParams.get("bytes") ?? 60_000);
  return { items: cards(Number.isFinite(bytes) ? Math.min(bytes, 2_000_000) : 60_000) };
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
