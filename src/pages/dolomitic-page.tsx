export default function Page() {
  return <div>dolomitic-page</div>;
}
