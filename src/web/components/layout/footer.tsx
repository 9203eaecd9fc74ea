import { useRootData } from '~/web/lib/root-data';

export function Footer() {
  const { site } = useRootData();
  return (
    <footer className="footer">
      © {site.startYear}–{site.year} {site.title}
    </footer>
  );
}
