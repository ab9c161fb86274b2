-- Companies, brands and patients, with the patient's profile data (spec 01 §3, spec 02 §3).
-- variant: standard, care-program (care programs, plan type, legacy address path), home-only
-- (person code, one Home address). company_id 0 is the fallback company.
CREATE TABLE companies (
  company_id integer PRIMARY KEY CHECK (company_id >= 0),
  name text NOT NULL,
  variant text NOT NULL DEFAULT 'standard' CHECK (variant IN ('standard', 'care-program', 'home-only')),
  support_number text NOT NULL,
  -- The number patients text START or UNSTOP to after opting out of texts.
  text_sender_number text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One row per brand (ids match src/core/brand/brands.ts). The pharmacy behind the brand is what
-- GET /company/brand-info answers; logo and favicon are base64 PNGs.
CREATE TABLE brands (
  brand_id integer PRIMARY KEY,
  key text NOT NULL UNIQUE,
  name text NOT NULL,
  company_name text NOT NULL,
  support_number text NOT NULL,
  street text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  country text NOT NULL DEFAULT 'US',
  contact_fax text,
  email text,
  timezone text NOT NULL DEFAULT 'America/New_York',
  hours_note text,
  logo_png text NOT NULL,
  favicon_png text NOT NULL
);
--> statement-breakpoint
-- Opening hours per weekday (0 = Sunday); closed days have no row.
CREATE TABLE pharmacy_hours (
  brand_id integer NOT NULL REFERENCES brands ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  open_time text NOT NULL CHECK (open_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  close_time text NOT NULL CHECK (close_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  PRIMARY KEY (brand_id, weekday)
);
--> statement-breakpoint
-- The feature modules of spec 01 §3, and which company has which.
CREATE TABLE modules (
  mod_id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  description text NOT NULL
);
--> statement-breakpoint
CREATE TABLE company_modules (
  company_id integer NOT NULL REFERENCES companies ON DELETE CASCADE,
  mod_id integer NOT NULL REFERENCES modules,
  basic_auth_allowed boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, mod_id)
);
--> statement-breakpoint
-- The patient: account, contact and profile fields. Usernames are stored lower-cased (e-mail)
-- or as +1 and ten digits (phone). preferred_contact: -1 none, 0 e-mail, 1 phone, 3 both.
-- groups_mapped: 0 to map, 1 mapped by the pharmacy, 2 mapped by the patient, 3 nothing to map.
CREATE TABLE patients (
  u_id serial PRIMARY KEY,
  cognito_sub text UNIQUE,
  pool text NOT NULL DEFAULT 'standard' CHECK (pool IN ('standard', 'basic')),
  username text NOT NULL,
  username_type text NOT NULL CHECK (username_type IN ('email', 'phone')),
  company_id integer NOT NULL REFERENCES companies,
  brand_id integer NOT NULL REFERENCES brands,
  fname text NOT NULL,
  lname text NOT NULL,
  dob date,
  gender text,
  email text,
  phone text CHECK (phone ~ '^\+1[1-9][0-9]{9}$'),
  locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es')),
  timezone integer,
  consent_date timestamptz,
  email_verified integer NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
  groups_mapped integer NOT NULL DEFAULT 0 CHECK (groups_mapped IN (0, 1, 2, 3)),
  preferred_contact integer NOT NULL DEFAULT -1 CHECK (preferred_contact IN (-1, 0, 1, 3)),
  pending_preferred_contact integer CHECK (pending_preferred_contact IN (-1, 0, 1, 3)),
  -- When the patient agreed to receive texts (null = not yet; asking sends a consent text).
  text_consent_date timestamptz,
  last_login timestamptz,
  mfa_status text NOT NULL DEFAULT 'NOMFA' CHECK (mfa_status IN ('NOMFA', 'SMS_MFA', 'SOFTWARE_TOKEN_MFA')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX patients_pool_username ON patients (pool, lower(username));
--> statement-breakpoint
-- Registration codes handed out by the pharmacy, with what it knows about the patient.
CREATE TABLE registration_codes (
  code text PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies,
  brand_id integer NOT NULL REFERENCES brands,
  fname text NOT NULL,
  lname text NOT NULL,
  dob date NOT NULL,
  email text,
  phone text,
  username_type text NOT NULL CHECK (username_type IN ('email', 'phone')),
  force_username_phone boolean NOT NULL DEFAULT false,
  used boolean NOT NULL DEFAULT false,
  u_id integer REFERENCES patients ON DELETE SET NULL,
  visited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Home activity list items: clinical (assessment), counseling, address, insurance.
CREATE TABLE activities (
  activity_id serial PRIMARY KEY,
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  activity_name text NOT NULL,
  activity_type text NOT NULL CHECK (activity_type IN ('clinical', 'counseling', 'address', 'insurance')),
  due_date date,
  completed smallint NOT NULL DEFAULT 0 CHECK (completed IN (0, 1)),
  confirmed boolean,
  reference_id integer,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX activities_u_id ON activities (u_id);
--> statement-breakpoint
CREATE TABLE insurance_plan_options (
  plan_id serial PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands ON DELETE CASCADE,
  plan_name text NOT NULL,
  UNIQUE (brand_id, plan_name)
);
--> statement-breakpoint
-- "group" is a keyword, hence rx_group. Card images stay in the browser (spec 01 §3).
CREATE TABLE insurance (
  insurance_id serial PRIMARY KEY,
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  plan_type text,
  plan_name text NOT NULL,
  member_id text NOT NULL,
  person_code text,
  bin text NOT NULL,
  pcn text NOT NULL,
  rx_group text NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  time_added timestamptz NOT NULL DEFAULT now(),
  time_last_modified timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX insurance_u_id ON insurance (u_id);
--> statement-breakpoint
-- cp_id: the care provider a clinic or hospital address belongs to (locked for the patient).
-- in_refill: 1 when a refill uses the address (locked too).
CREATE TABLE addresses (
  addr_id serial PRIMARY KEY,
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  street text NOT NULL,
  street2 text,
  city text NOT NULL,
  state text NOT NULL,
  zip text NOT NULL,
  country text NOT NULL DEFAULT 'US',
  address_type text NOT NULL,
  primary_address smallint NOT NULL DEFAULT 0 CHECK (primary_address IN (0, 1)),
  shipping_address smallint NOT NULL DEFAULT 0 CHECK (shipping_address IN (0, 1)),
  billing_address smallint NOT NULL DEFAULT 0 CHECK (billing_address IN (0, 1)),
  location_name text,
  cp_id integer,
  in_refill smallint NOT NULL DEFAULT 0 CHECK (in_refill IN (0, 1)),
  is_pickup smallint NOT NULL DEFAULT 0 CHECK (is_pickup IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX addresses_u_id ON addresses (u_id);
--> statement-breakpoint
CREATE TABLE additional_contacts (
  contact_id serial PRIMARY KEY,
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  contact_name text NOT NULL,
  contact_detail text NOT NULL,
  phone text,
  email text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX additional_contacts_u_id ON additional_contacts (u_id);
--> statement-breakpoint
-- Self-reported medications: dosage, description = frequency.
CREATE TABLE additional_medications (
  med_id serial PRIMARY KEY,
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  medication_name text NOT NULL,
  dosage text NOT NULL,
  description text NOT NULL,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX additional_medications_u_id ON additional_medications (u_id);
--> statement-breakpoint
-- Allergies: dosage = severity, description = reaction.
CREATE TABLE allergies (
  allergy_id serial PRIMARY KEY,
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  medication_name text NOT NULL,
  dosage text NOT NULL,
  description text NOT NULL,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX allergies_u_id ON allergies (u_id);
--> statement-breakpoint
-- The drugs a patient may map to care programs; options: [{ diseaseId, diseaseName, gIds }].
CREATE TABLE care_group_mappings (
  mapping_id serial PRIMARY KEY,
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  drug_name text NOT NULL,
  gpi text NOT NULL,
  options jsonb NOT NULL,
  assessment_ready boolean NOT NULL DEFAULT false,
  group_assessment_ready boolean NOT NULL DEFAULT false
);
--> statement-breakpoint
CREATE INDEX care_group_mappings_u_id ON care_group_mappings (u_id);
--> statement-breakpoint
-- The care groups the patient chose (POST /v2/patient/care-groups).
CREATE TABLE patient_care_groups (
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  g_id integer NOT NULL,
  group_assessment_ready boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (u_id, g_id)
);
--> statement-breakpoint
CREATE TABLE support_requests (
  request_id serial PRIMARY KEY,
  u_id integer NOT NULL REFERENCES patients ON DELETE CASCADE,
  reason text NOT NULL,
  relating_to text NOT NULL,
  relating_module text NOT NULL,
  additional_details text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Mobile numbers that opted out of texts (replied STOP).
CREATE TABLE text_consent_block_list (
  mobile_number text PRIMARY KEY CHECK (mobile_number ~ '^\+1[1-9][0-9]{9}$'),
  blocked_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Lost-device recovery requests, handled by a pharmacy administrator within 48 hours.
CREATE TABLE account_recovery_requests (
  request_id serial PRIMARY KEY,
  contact_type text NOT NULL CHECK (contact_type IN ('email', 'phone')),
  contact_value text NOT NULL,
  u_id integer REFERENCES patients ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Pharmacy updates on /pharmacy; company_id null = every company of the brand.
CREATE TABLE brand_alerts (
  alert_id serial PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands ON DELETE CASCADE,
  company_id integer REFERENCES companies ON DELETE CASCADE,
  note text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Terms and conditions per brand: a base64 PDF.
CREATE TABLE company_terms (
  brand_id integer PRIMARY KEY REFERENCES brands ON DELETE CASCADE,
  file_name text NOT NULL,
  pdf_base64 text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Patient-facing names of the refill display statuses per company and language; company 0 is
-- the fallback. A status without a patient-facing name is not shown (spec 02 §7).
CREATE TABLE rx_status_definitions (
  company_id integer NOT NULL REFERENCES companies ON DELETE CASCADE,
  status_code integer NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en', 'es')),
  status_name text NOT NULL,
  patient_status_name text,
  description text,
  PRIMARY KEY (company_id, status_code, locale)
);
--> statement-breakpoint
-- Days without delivery: is_refrigerated = no refrigerated delivery, is_standard = no standard
-- delivery; force_allow_* = delivery allowed although the weekday normally has none.
CREATE TABLE shipping_holidays (
  company_id integer NOT NULL REFERENCES companies ON DELETE CASCADE,
  holiday date NOT NULL,
  name text NOT NULL,
  is_refrigerated boolean NOT NULL DEFAULT false,
  is_standard boolean NOT NULL DEFAULT false,
  force_allow_ref boolean NOT NULL DEFAULT false,
  force_allow_non_ref boolean NOT NULL DEFAULT false,
  PRIMARY KEY (company_id, holiday)
);
--> statement-breakpoint
-- Key pairs the server generates once and every server process shares (registration password
-- and support username encryption).
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  public_jwk jsonb NOT NULL,
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Request counters of the rate-limited unauthenticated routes, shared by every server process.
-- key: route and a hash of the client address.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
--> statement-breakpoint
-- One row per read or write of patient data, written in the same transaction as the access.
-- actor_u_id is null for unauthenticated calls (registration, support lookup, recovery).
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_u_id integer,
  action text NOT NULL CHECK (action IN ('read', 'write')),
  entity text NOT NULL,
  entity_id text,
  route text NOT NULL
);
--> statement-breakpoint
CREATE INDEX audit_log_actor ON audit_log (actor_u_id, at);
--> statement-breakpoint
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
