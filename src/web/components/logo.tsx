export function Logo({ className }: { className?: string }) {
  return (
    <span className={`logo ${className ?? ''}`} aria-label="Volt">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#ff6a00" />
        <path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#fff" />
      </svg>
      <span className="logo-text">Volt</span>
    </span>
  );
}
