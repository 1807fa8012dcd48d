// Placeholder: replaced by the administration pages.
export default function LogsPage() {
  return null;
}
