export function* boardSaga(): Generator {
  // Owned by the board feature.
}
