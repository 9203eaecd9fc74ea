/**
 * The pages whose scripts are asked for after their first paint (decision 0058) say so with this attribute on their
 * `<main>`: home, the listings (search too) and the product page — pages a shopper looks at first. Pages that open
 * with a form (checkout, sign-in, the cabinet, the back office, the content forms) keep their scripts at once: a
 * field typed into before hydration would be reset by it.
 */
export const SCRIPTS_AFTER_PAINT_ATTR = 'data-scripts-after-paint';

/** Dispatched on `window` once the page's first React commit is done (root.tsx); the after-paint loader waits for it. */
export const HYDRATED_EVENT = 'shop:hydrated';

/** The attribute as a prop for the page's `<main>`. */
export const scriptsAfterPaint = { [SCRIPTS_AFTER_PAINT_ATTR]: '' } as const;
