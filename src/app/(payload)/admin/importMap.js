import { VisualEdit as VisualEdit_d5e2c322b605d39f1f5794c2463662c3 } from '../../../cms/admin/VisualEdit'
import { RowSummaryLabel as RowSummaryLabel_2dce2cd4d5ea7f1f3c9dc2ca518e34db } from '../../../cms/admin/RowSummaryLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StatusCell as StatusCell_99243ff6447e8d42125fcb85725a100c } from '../../../cms/moderation/StatusCell'
import { SiteMailOffNotice as SiteMailOffNotice_216bec61a4f0842710109017c4b24baa } from '../../../cms/submissions/MailOffNotice'
import { ModerationBar as ModerationBar_ac77277f45d26acf03b4ddd42d248c9b } from '../../../cms/moderation/ModerationBar'
import { StoredWhileOffNote as StoredWhileOffNote_216bec61a4f0842710109017c4b24baa } from '../../../cms/submissions/MailOffNotice'
import { AnswersField as AnswersField_823938c10629997fe1c735477081402e } from '../../../cms/submissions/AnswersField'
import { FilesField as FilesField_823938c10629997fe1c735477081402e } from '../../../cms/submissions/AnswersField'
import { MailOffNotice as MailOffNotice_216bec61a4f0842710109017c4b24baa } from '../../../cms/submissions/MailOffNotice'
import { ExportCsvLink as ExportCsvLink_2c780cbf2e70c89ab18ecc2066faa296 } from '../../../cms/submissions/ExportCsvLink'
import { ImportNavLink as ImportNavLink_4077043f6db259ecc4243738496802c6 } from '../../../import/wordpress/admin/ImportNavLink'
import { Dashboard as Dashboard_ac5e73e07aaecf4a73df6823b5fd3dfb } from '../../../cms/admin/dashboard/Dashboard'
import { LoginHeading as LoginHeading_f9614e99eee6ccd3d32761d351de1d03 } from '../../../cms/admin/LoginHeading'
import { AdminLabels as AdminLabels_4417733d6c7f9ec4e41ce60436687568 } from '../../../cms/i18n/AdminLabels'
import { AdminA11y as AdminA11y_9b07d511d9775aa7c122b24ecdad1677 } from '../../../cms/admin/AdminA11y'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ImportView as ImportView_bd067a008911bd6691cef766cee0fe29 } from '../../../import/wordpress/admin/ImportView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/VisualEdit#VisualEdit": VisualEdit_d5e2c322b605d39f1f5794c2463662c3,
  "/cms/admin/RowSummaryLabel#RowSummaryLabel": RowSummaryLabel_2dce2cd4d5ea7f1f3c9dc2ca518e34db,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/moderation/StatusCell#StatusCell": StatusCell_99243ff6447e8d42125fcb85725a100c,
  "/cms/submissions/MailOffNotice#SiteMailOffNotice": SiteMailOffNotice_216bec61a4f0842710109017c4b24baa,
  "/cms/moderation/ModerationBar#ModerationBar": ModerationBar_ac77277f45d26acf03b4ddd42d248c9b,
  "/cms/submissions/MailOffNotice#StoredWhileOffNote": StoredWhileOffNote_216bec61a4f0842710109017c4b24baa,
  "/cms/submissions/AnswersField#AnswersField": AnswersField_823938c10629997fe1c735477081402e,
  "/cms/submissions/AnswersField#FilesField": FilesField_823938c10629997fe1c735477081402e,
  "/cms/submissions/MailOffNotice#MailOffNotice": MailOffNotice_216bec61a4f0842710109017c4b24baa,
  "/cms/submissions/ExportCsvLink#ExportCsvLink": ExportCsvLink_2c780cbf2e70c89ab18ecc2066faa296,
  "/import/wordpress/admin/ImportNavLink#ImportNavLink": ImportNavLink_4077043f6db259ecc4243738496802c6,
  "/cms/admin/dashboard/Dashboard#Dashboard": Dashboard_ac5e73e07aaecf4a73df6823b5fd3dfb,
  "/cms/admin/LoginHeading#LoginHeading": LoginHeading_f9614e99eee6ccd3d32761d351de1d03,
  "/cms/i18n/AdminLabels#AdminLabels": AdminLabels_4417733d6c7f9ec4e41ce60436687568,
  "/cms/admin/AdminA11y#AdminA11y": AdminA11y_9b07d511d9775aa7c122b24ecdad1677,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/import/wordpress/admin/ImportView#ImportView": ImportView_bd067a008911bd6691cef766cee0fe29,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
