/** `/` and `/{board_slug}`: a board on the dashboard host, an app page on an app host. Owned by the builder feature. */
export default function ViewerRoute() {
  return null;
}
