// Placeholder: replaced by the administration pages.
export default function RolesPage() {
  return null;
}
