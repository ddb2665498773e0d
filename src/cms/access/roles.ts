import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const ROLES = ['admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

type WithUser = Pick<PayloadRequest, 'user'>

export function isAdmin({ req }: { req: WithUser }): boolean {
  return req.user?.role === 'admin'
}

export const adminOnly: Access = ({ req }) => isAdmin({ req })
export const adminOnlyField: FieldAccess = ({ req }) => isAdmin({ req })
export const loggedIn: Access = ({ req }) => Boolean(req.user)
export const anyone: Access = () => true
export const nobody: Access = () => false

/** Visitors see published documents; signed-in editors see drafts too. */
export const publishedOrLoggedIn: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

/** Admins manage every account; an editor may read and update only their own. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  return { id: { equals: req.user.id } }
}
