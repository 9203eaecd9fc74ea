import { createContext, useContext } from 'react';

/** The product a "Buy now" button buys, as the popup shows it (money in qəpik; the server prices the order again). */
export interface BuyNowItem {
  id: number;
  title: string;
  href: string;
  image: string | null;
  imageWithPad: boolean;
  price: number;
  priceOld: number | null;
  stock: number;
  qty: number;
  /** pulse the product's row when the popup opens (BUY-3: on the product page) */
  highlight: boolean;
}

/**
 * Opens the buy-now popup (BUY-1). The main layout provides it and renders the popup, loaded on first use
 * (`features/checkout/buy-now-popup`), so product cards and the product page reach it without importing the
 * checkout feature. Outside the layout (error pages) it does nothing.
 */
export const BuyNowContext = createContext<(item: BuyNowItem) => void>(() => {});

export function useBuyNow(): (item: BuyNowItem) => void {
  return useContext(BuyNowContext);
}

/** Starts loading the popup's code (on hover or focus of a Buy now button), so the click opens it at once. */
export const BuyNowPreloadContext = createContext<() => void>(() => {});

export function useBuyNowPreload(): () => void {
  return useContext(BuyNowPreloadContext);
}
