import type { ProductCard as ProductCardData } from '~/domain/catalog';
import { ProductCard } from '~/web/components/product/product-card';
import { Carousel } from '~/web/components/ui/carousel';
import { useFirstView } from '~/web/lib/use-near-viewport';

const ROW_VIEW = { default: 4, 1024: 3, 768: 2, 425: 1 };
/** the rows are below the fold: the server renders one card (a phone's view), the rest come as the row nears */
const ROW_SERVER_VIEW = { default: 1 };

/** Recommended or related products below the fold: one card on the server, the rest when the row nears. */
export function ProductRow({ title, items }: { title: string; items: ProductCardData[] }) {
  const [ref, shown] = useFirstView(items, ROW_SERVER_VIEW);
  if (!items.length) return null;
  return (
    <section className="pp-carousel" ref={ref}>
      <h2 className="sx-section-title">{title}</h2>
      <Carousel perView={ROW_VIEW} gap={25} arrows label={title}>
        {shown.map((x) => (
          <ProductCard key={x.id} product={x} />
        ))}
      </Carousel>
    </section>
  );
}
