// Placeholder: replaced by the administration pages.
export default function UsersPage() {
  return null;
}
