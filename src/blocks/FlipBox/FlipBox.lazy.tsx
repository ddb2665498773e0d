'use client'

import dynamic from 'next/dynamic'

/**
 * The flip box's island as its own chunk: a client component imported straight from the server
 * component lands in the page route's shared chunk, loaded on every page; behind this boundary
 * only pages that render a flip box fetch it. Server rendering is unchanged.
 */
export const FlipBox = dynamic(() => import('./FlipBox.client').then((m) => m.FlipBox))
