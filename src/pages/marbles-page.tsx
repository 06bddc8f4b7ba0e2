export default function Page() {
  return <div>marbles-page</div>;
}
