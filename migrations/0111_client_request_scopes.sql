-- Client requests get scopes of their own: clients write their requests, agencies respond, staff moderate.
update roles set scopes = array_append(scopes, 'client-request:manage-own')
 where slug in ('client-owner', 'client-member') and not ('client-request:manage-own' = any (scopes));
update roles set scopes = array_append(scopes, 'client-request:respond')
 where slug in ('agency-owner', 'agency-member') and not ('client-request:respond' = any (scopes));
update roles set scopes = array_append(scopes, 'client-request:moderate')
 where slug in ('platform-admin', 'platform-manager') and not ('client-request:moderate' = any (scopes));
