import { useEffect, useState, type ImgHTMLAttributes } from 'react';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  /** Shown instead when `src` is empty or fails to load (SPEC section 7: a failed project image). */
  fallback: string;
  alt: string;
}

/** An image that swaps itself for a fallback once, when its own file cannot be loaded. */
export function FallbackImage({ src, fallback, alt, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  return <img {...props} alt={alt} src={failed || !src ? fallback : src} onError={() => setFailed(true)} />;
}
