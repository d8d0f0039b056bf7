// The app is mounted: from here on, errors are the page's, not the mount's (see +client.ts).
export default () => {
  document.documentElement.setAttribute('data-hydrated', '')
}
