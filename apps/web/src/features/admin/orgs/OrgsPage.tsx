// Placeholder: replaced by the administration pages.
export default function OrgsPage() {
  return null;
}
