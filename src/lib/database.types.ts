// The types `supabase gen types typescript` writes for supabase/migrations, in its layout.
// Regenerate (or edit to match) whenever a migration changes a column.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      budget_requests: {
        Row: {
          application_type: string
          created_at: string
          email: string
          environment_type: string
          estimate: Json | null
          has_references: string
          how_found_us: string
          id: string
          investment_range: string
          ip_address: unknown | null
          material_preference: string
          name: string
          phone: string
          project_stage: string
          role: string
          sent_to_whatsapp: boolean
          square_meters: string
          stone: string | null
          style_preference: string
          timeline: string
          user_agent: string | null
        }
        Insert: {
          application_type: string
          created_at?: string
          email: string
          environment_type: string
          estimate?: Json | null
          has_references: string
          how_found_us: string
          id?: string
          investment_range: string
          ip_address?: unknown | null
          material_preference: string
          name: string
          phone: string
          project_stage: string
          role: string
          sent_to_whatsapp?: boolean
          square_meters: string
          stone?: string | null
          style_preference: string
          timeline: string
          user_agent?: string | null
        }
        Update: {
          application_type?: string
          created_at?: string
          email?: string
          environment_type?: string
          estimate?: Json | null
          has_references?: string
          how_found_us?: string
          id?: string
          investment_range?: string
          ip_address?: unknown | null
          material_preference?: string
          name?: string
          phone?: string
          project_stage?: string
          role?: string
          sent_to_whatsapp?: boolean
          square_meters?: string
          stone?: string | null
          style_preference?: string
          timeline?: string
          user_agent?: string | null
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    // The visit booking functions (supabase/migrations/20261128000100_visits.sql). They return jsonb; the shapes
    // below are what they build. A refusal comes back as the error { code: 'P0001', message, details, hint }.
    Functions: {
      visit_slots: {
        Args: { p_kind: string; p_from?: string | null; p_days?: number }
        Returns: { starts_at: string; ends_at: string; free: number }[]
      }
      book_visit: {
        Args: {
          p_kind: string
          p_starts_at: string
          p_name: string
          p_phone: string
          p_email: string
          p_client_key: string
          p_address?: string | null
          p_neighbourhood?: string | null
          p_request_id?: string | null
          p_stones?: string[]
          p_room?: string | null
        }
        Returns: { id: string; kind: string; starts_at: string; ends_at: string; status: "booked"; manage_token: string }
      }
      visit_by_token: {
        Args: { p_token: string }
        Returns: { id: string; kind: string; starts_at: string; ends_at: string; status: "booked" | "cancelled"; name: string }
      }
      cancel_visit: {
        Args: { p_token: string }
        Returns: { id: string; kind: string; starts_at: string; ends_at: string; status: "booked" | "cancelled"; name: string }
      }
      move_visit: {
        Args: { p_token: string; p_starts_at: string }
        Returns: { id: string; kind: string; starts_at: string; ends_at: string; status: "booked" | "cancelled"; name: string }
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
