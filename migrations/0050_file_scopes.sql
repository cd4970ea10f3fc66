-- Reading any company's private files (certificates, CVs) and uploading for any company become scopes of their own:
-- the administrator and account managers work on every agency's cards; a content editor does not.
update roles set scopes = scopes || array['file:read-any', 'file:upload-any']
 where slug in ('platform-admin', 'platform-manager') and not scopes @> array['file:read-any'];
