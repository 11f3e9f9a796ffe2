"""Provider token formats for redaction's `provider-token` rule: one family per published prefix."""

from __future__ import annotations

from .redaction_spec import FamilySpec
from .redaction_values import twitter_real

# Provider tokens with a published prefix (gitleaks-style families); one needle set per format.
PROVIDER_FAMILIES: tuple[FamilySpec, ...] = (
    ("npm_", r"\bnpm_[A-Za-z0-9]{36}\b"),  # npm access tokens
    ("pypi-age", r"\bpypi-AgE[A-Za-z0-9_\-]{50,300}+"),  # PyPI upload tokens (macaroons)
    ("hf_,api_org_", r"\b(?:hf_[A-Za-z0-9]{34,40}|api_org_[A-Za-z0-9]{34})\b"),  # Hugging Face
    ("sg.", r"\bSG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}\b"),  # SendGrid
    ("_v1_", r"\bdo[opr]_v1_[a-f0-9]{64}\b"),  # DigitalOcean
    ("shp", r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b"),  # Shopify
    ("dapi", r"\bdapi[a-f0-9]{32}(?:-\d)?\b"),  # Databricks
    ("dp.", r"\bdp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9]{40,44}\b"),  # Doppler
    ("hvs.,hvb.", r"\bhv[sb]\.[A-Za-z0-9_\-]{24,200}+"),  # HashiCorp Vault
    (
        "gsk_,pplx-,xai-",
        r"\b(?:gsk_[A-Za-z0-9]{48,60}|pplx-[A-Za-z0-9]{40,60}|xai-[A-Za-z0-9]{60,90})\b",
    ),
    ("-us", r"\b[0-9a-f]{32}-us\d{1,2}\b"),  # Mailchimp
    ("age-secret-key-1", r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b"),  # age private keys
    ("key-", r"\b(?:pub)?key-[a-f0-9]{32}\b"),  # Mailgun
    ("lin_api_", r"\blin_api_[A-Za-z0-9]{40}\b"),  # Linear
    ("ntn_,secret_", r"\b(?:ntn_\d{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})\b"),  # Notion
    ("pmak-", r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b"),  # Postman
    ("glc_,glsa_", r"\b(?:glc_[A-Za-z0-9+/]{32,400}+={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}\b)"),
    ("ops_eyj", r"\bops_eyJ[A-Za-z0-9+/]{250,5000}+={0,3}"),  # 1Password service accounts
    ("a3-", r"\bA3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})(?:-[A-Z0-9]{5}){3}\b"),
    ("ezak,eztk", r"\bEZ[AT]K[A-Za-z0-9]{54}\b"),  # EasyPost
    ("fo1_,fm1,fm2_", r"\b(?:fo1_[\w\-]{43}|fm(?:1[ar]|2)_[A-Za-z0-9+/]{100,5000}+={0,3})"),  # Fly
    ("fio-u-", r"\bfio-u-[\w=\-]{64}"),  # Frame.io
    ("s-s4t2", r"\bs-s4t2(?:ud|af)-[a-f0-9]{64}\b"),  # 42 intra
    ("p8e-", r"\bp8e-[A-Za-z0-9]{32}\b"),  # Adobe client secrets
    ("nrak-,nrii-,nrjs-", r"\b(?:NRAK-[A-Z0-9]{27}|NRII-[A-Za-z0-9\-]{32}|NRJS-[a-f0-9]{19})\b"),
    ("pscale_", r"\bpscale_(?:pw|tkn|oauth)_[\w=.\-]{32,64}+"),  # PlanetScale
    ("pul-", r"\bpul-[a-f0-9]{40}\b"),  # Pulumi
    ("sgp_", r"\bsgp_(?:(?:[a-fA-F0-9]{16}|local)_)?[a-fA-F0-9]{40}\b"),  # Sourcegraph
    ("sm_", r"\bsm_(?:pat|aat|sat)_[A-Za-z0-9]{16}\b"),  # SettleMint
    # (Infracost's `ico-` right after a dot is a file name: `favicon.ico-<hash>.png`)
    (
        "pnu_,rdme_,ico-",
        r"\b(?:pnu_[A-Za-z0-9]{36}|rdme_[a-z0-9]{70}|(?<!\.)ico-[A-Za-z0-9]{32})\b",
    ),
    ("squ_,sqp_,sqa_", r"\bsq[upa]_[a-f0-9]{40}\b"),  # SonarQube
    ("akcp,cmvmd", r"\b(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})\b"),  # Artifactory
    ("hrku-", r"\bHRKU-[A-Za-z0-9_\-]{60}\b"),  # Heroku
    ("sq0", r"\bsq0(?:atp|csp)-[A-Za-z0-9_\-]{22,43}\b"),  # Square
    ("atatt3", r"\bATATT3[A-Za-z0-9_\-=]{186}"),  # Atlassian
    ("tskey-", r"\btskey-[a-z]{3,10}-[A-Za-z0-9]{10,20}-[A-Za-z0-9]{20,40}\b"),  # Tailscale
    ("dt0c01.", r"\bdt0c01\.[A-Z0-9]{24}\.[A-Z0-9]{64}\b"),  # Dynatrace
    ("whsec_", r"\bwhsec_[A-Za-z0-9+/]{32,100}+={0,2}"),  # Stripe webhook secrets
    (
        "shippo_,duffel_,rubygems_",
        r"\b(?:shippo_(?:live|test)_[a-f0-9]{40}|"
        r"duffel_(?:live|test)_[A-Za-z0-9_\-=]{43}|rubygems_[a-f0-9]{48})\b",
    ),
    ("sntrys_ey,sntryu_", r"\b(?:sntrys_eyJ[A-Za-z0-9+/=_\-]{60,2000}+|sntryu_[a-f0-9]{64}\b)"),
    ("ltai", r"\bLTAI[A-Za-z0-9]{20}\b"),  # Alibaba Cloud access key ids
    (".atlasv1.", r"\b[a-z0-9]{14}\.atlasv1\.[a-z0-9_\-=]{60,70}"),  # Terraform Cloud
    ("sha256~", r"\bsha256~[A-Za-z0-9_\-]{43}(?![\w\-])"),  # OpenShift user tokens
    ("eaa", r"\bEAA[MC][A-Za-z0-9]{100,1000}+"),  # Facebook / Meta access tokens
    ("aaaaaaaaaaaaaaaaaaaaaa", r"\bA{22}[A-Za-z0-9%]{80,120}+", twitter_real),  # X app bearer
    (
        "webhook.office.com",
        r"\bhttps://[A-Za-z0-9\-]{1,63}\.webhook\.office\.com/webhookb2/"
        r"[A-Za-z0-9\-@]{20,100}/IncomingWebhook/[A-Za-z0-9]{20,64}/[A-Za-z0-9\-]{20,64}",
    ),
    (
        "/api/webhooks/",
        r"\bhttps://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{5,30}/"
        r"[A-Za-z0-9_\-]{30,100}",
    ),  # Discord webhooks
    ("softlayer.com/soap/", r"\bapi\.softlayer\.com/soap/v3(?:\.1)?/[a-z0-9]{64}\b"),  # IBM
    ("dckr_pat_,dckr_oat_", r"\bdckr_(?:pat|oat)_[A-Za-z0-9_\-]{27,40}+"),  # Docker Hub PATs
    ("ya29.", r"\bya29\.[0-9A-Za-z_\-]{30,2048}+"),  # Google OAuth 2.0 access tokens
    ("gocspx-", r"\bGOCSPX-[A-Za-z0-9_\-]{28}(?![A-Za-z0-9_\-])"),  # Google OAuth client secrets
    ("1//0", r"\b1//0[A-Za-z0-9_\-]{40,400}+"),  # Google OAuth refresh tokens
    ("cfpat-", r"\bCFPAT-[A-Za-z0-9_\-]{43}(?![A-Za-z0-9_\-])"),  # Contentful
    ("aio_", r"\baio_[A-Za-z0-9]{28}\b"),  # Adafruit IO keys (IoT)
    ("apa91b", r"\bAAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{134}"),  # Firebase server keys
    (
        "q~",
        r"(?<![A-Za-z0-9_~.\-])[A-Za-z0-9_~.\-]{3}\dQ~[A-Za-z0-9_~.\-]{31,34}"
        r"(?![A-Za-z0-9_~.\-])",
    ),
    # Azure AD client secrets; Azure Storage, Service Bus, Event Hubs and IoT Hub keys:
    (
        "sharedaccesskey=,accountkey=",
        r"(?i:\b(?:SharedAccessKey|AccountKey)=)[A-Za-z0-9+/]{40,86}={0,2}",
    ),
)
