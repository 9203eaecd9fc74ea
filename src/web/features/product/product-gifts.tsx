import { Link } from 'react-router';
import type { ProductDetail } from '~/domain/catalog';
import { productImage } from '~/domain/media';
import { IconGift } from '~/web/components/ui/icons';
import { useT } from '~/web/i18n/i18n-context';
import { useGiftRotation } from './use-gift-rotation';

/** The gifts that come with the product, one of them highlighted in turn. */
export function ProductGifts({ gifts }: { gifts: ProductDetail['gifts'] }) {
  const t = useT();
  const gift = useGiftRotation(gifts.length);
  return (
    <div className="pp-gifts">
      <span className="pp-gift-icon">
        <IconGift size={18} />
      </span>
      <div>
        <strong>{t('product.gifts.title')}</strong>
        <ul>
          {gifts.map((g, i) => (
            <li key={g.id} className={i === gift ? 'is-on' : undefined}>
              <Link to={g.href}>
                {g.image ? <img src={productImage(g.image, 50)} alt="" width={40} height={48} loading="lazy" /> : null}
                <span>{g.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
