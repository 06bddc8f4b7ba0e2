// The build-time variables the site reads from import.meta.env (README "Configuration"), typed:
// Vite's own declaration types every other name as `any`.
interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_MSW?: string;
  readonly VITE_MSW_SCENARIO?: string;
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_GA_ID?: string;
  readonly VITE_META_PIXEL_ID?: string;
}
