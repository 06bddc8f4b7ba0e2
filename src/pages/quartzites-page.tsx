export default function Page() {
  return <div>quartzites-page</div>;
}
