export function* pageSaga(): Generator {
  // Owned by the multipage feature.
}
