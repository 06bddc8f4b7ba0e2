export default function Page() {
  return <div>event-page</div>;
}
