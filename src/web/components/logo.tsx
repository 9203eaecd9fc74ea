/** The Volt logo: an orange rounded square with a lightning bolt, plus the wordmark. */
export function Logo({
  className = '',
  inverse = false,
  size = 36,
}: {
  className?: string;
  inverse?: boolean;
  size?: number;
}) {
  return (
    <span className={`logo ${inverse ? 'logo--inverse' : ''} ${className}`}>
      <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="11" fill="#ff6a00" />
        <path d="M22.6 6 10.5 22.4h8.1L16.4 34 29.5 16.8h-8.3z" fill="#fff" />
      </svg>
      <span className="logo-text" style={{ fontSize: Math.round(size * 0.72) }}>
        Volt
      </span>
    </span>
  );
}
