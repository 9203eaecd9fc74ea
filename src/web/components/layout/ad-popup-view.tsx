import { Link } from 'react-router';
import type { PopupInfo } from '~/domain/content';
import { popupImage } from '~/domain/media';
import { Popup } from '~/web/components/ui/popup';

/** The advertising popup's window (decision 0039): its image, linked when the popup has a link. Loaded on demand. */
export default function AdPopupView({ popup, onClose }: { popup: PopupInfo; onClose: () => void }) {
  const img = <img src={popupImage(popup.image)} width={500} height={500} alt={popup.title} />;
  return (
    <Popup title={popup.title} onClose={onClose} size="md" testId="ad-popup" className="ad-popup">
      {popup.link ? (
        <Link to={popup.link} className="ad-popup-link" onClick={onClose} data-testid="ad-popup-link">
          {img}
        </Link>
      ) : (
        img
      )}
    </Popup>
  );
}
