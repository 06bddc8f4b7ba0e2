export default function Page() {
  return <div>granites-page</div>;
}
