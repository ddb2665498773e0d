'use client'

import dynamic from 'next/dynamic'

/**
 * The long-text box's island as its own chunk: a client component imported straight from the
 * server component lands in the page route's shared chunk, loaded on every page; behind this
 * boundary only pages that render a long-text box fetch it. Server rendering is unchanged.
 */
export const LongText = dynamic(() => import('./LongTextBox.client').then((m) => m.LongText))
