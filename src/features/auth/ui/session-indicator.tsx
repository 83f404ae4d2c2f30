// Skeleton: shows the logged-in vendor with a way to log out; built by the tender issue.
export function SessionIndicator() {
  return null;
}
